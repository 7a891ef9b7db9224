import "./breadcrumb.css";
/** 'Beranda › <list> › <this page>' above a detail page; the last step is the page itself. */
export function Breadcrumb({ list, current }: { list: { to: string; label: string }; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li>
          <a href="/">Beranda</a>
        </li>
        <li>
          <a href={list.to}>{list.label}</a>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
