/**
 * The field only robots fill ('Kirim Pesan', 'Lapor Warga'): people never see, reach or fill
 * it, and the Worker keeps nothing a filled one sends.
 */
export function Honeypot({ name }: { name: string }) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        Situs web
        <input type="text" name={name} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
