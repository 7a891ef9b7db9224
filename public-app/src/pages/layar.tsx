/**
 * `/layar` ('Layar Balai', issue 31): the hall's television. The page is the display island
 * alone, in a frame of its own (no top bar, no footer): see layar-display.tsx.
 */
import { Island } from "../islands/island";
import { usePageData } from "../page-data";
import { useSiteConfig } from "../site-config";
import { LayarDisplay } from "./layar-display";
import "./layar.css";

export function LayarPage() {
  const data = usePageData("layar");
  const { villageName } = useSiteConfig().site.identity;
  return (
    <>
      <h1 className="visually-hidden">{`Layar Balai ${villageName}`}</h1>
      <Island name="layar" component={LayarDisplay} props={{ data, renderedAt: Date.now() }} />
    </>
  );
}
