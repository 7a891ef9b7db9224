import { Link } from "react-router-dom";

/** 'Beranda › <list> › <this page>' above a detail page; the last step is the page itself. */
export function Breadcrumb({ list, current }: { list: { to: string; label: string }; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li>
          <Link to="/">Beranda</Link>
        </li>
        <li>
          <Link to={list.to}>{list.label}</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
