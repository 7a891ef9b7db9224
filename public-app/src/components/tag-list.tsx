import "./tag-list.css";

/** A record's tags as a row of pills: an article's (each as `#tag`) and a UMKM's. */
export function TagList({ tags, hashtags = false }: { tags: readonly string[]; hashtags?: boolean }) {
  return (
    <ul className="tag-list">
      {tags.map((tag) => (
        <li key={tag} className="badge">
          {hashtags ? `#${tag}` : tag}
        </li>
      ))}
    </ul>
  );
}
