/**
 * `/layar` ('Layar Balai', issue 31): the hall's television. The page is the display alone, in
 * a frame of its own (no top bar, no footer), drawn by the browser (layar-display.tsx): a
 * display is all behaviour, so its code stays out of the Worker.
 */
import { ClientIsland } from "../islands/island";
import { usePageData } from "../page-data";
import { useSiteConfig } from "../site-config";
import "./layar.css";

export function LayarPage() {
  const data = usePageData("layar");
  const { villageName } = useSiteConfig().site.identity;
  return (
    <>
      <h1 className="visually-hidden">{`Layar Balai ${villageName}`}</h1>
      <ClientIsland name="layar" props={{ data }}>
        <noscript>
          <p className="layar-noscript">
            Layar Balai memerlukan JavaScript. Aktifkan JavaScript di peramban TV.
          </p>
        </noscript>
      </ClientIsland>
    </>
  );
}
