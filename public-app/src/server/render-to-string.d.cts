export { renderToString } from "react-dom/server";
