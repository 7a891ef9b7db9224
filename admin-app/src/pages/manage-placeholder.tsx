/** Stands in for the content screens until they are built (admin content issue). */
export function ManagePlaceholder({ title }: { title: string }) {
  return (
    <section aria-labelledby="kelola">
      <h1 id="kelola">{title}</h1>
      <p>Halaman ini sedang dibangun.</p>
    </section>
  );
}
