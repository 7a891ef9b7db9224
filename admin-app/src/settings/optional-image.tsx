import { ImageField } from "../components/image-field";
import { type ImageSlot, NO_IMAGE } from "../content/image-choice";

/** An image input for a stored URL that may be removed (optional images). */
export function OptionalImage({
  id,
  label,
  url,
  slot,
  onSlot,
  onRemove,
  error,
}: {
  id: string;
  label: string;
  url: string | null;
  slot: ImageSlot;
  onSlot: (slot: ImageSlot) => void;
  onRemove: () => void;
  error?: string | undefined;
}) {
  return (
    <div className="settings-image">
      <ImageField
        id={id}
        label={label}
        rule="artikel"
        required={false}
        slot={slot}
        onChange={onSlot}
        storedUrl={url}
        error={error}
        hint="JPG, PNG, atau GIF. Gambar di atas 1 MB otomatis dikecilkan."
      />
      {(url || slot.status === "ready") && (
        <button
          type="button"
          className="button button-ghost"
          onClick={() => {
            onSlot(NO_IMAGE);
            onRemove();
          }}
        >
          Hapus {label.toLowerCase()}
        </button>
      )}
    </div>
  );
}
