import { ImageField } from "../components/image-field";
import { type ImageRule, NO_IMAGE } from "../content/image-choice";
import type { SectionForm } from "./use-section";

/** The fields of a form that hold an image's URL, null when it has none. */
type OptionalUrl<V> = {
  [K in keyof V]: V[K] extends string | null ? (null extends V[K] ? K : never) : never;
}[keyof V] &
  string;

/**
 * The image input of a section's optional image (`name`: the field holding its stored URL, and
 * the name its new file is kept under), with a button that removes the image altogether.
 */
export function OptionalImage<V extends object>({
  id,
  label,
  form,
  name,
  rule = "artikel",
}: {
  id: string;
  label: string;
  form: SectionForm<V>;
  name: OptionalUrl<V>;
  /** 'logo' also makes the home-screen icons. */
  rule?: ImageRule;
}) {
  const url = form.values[name] as string | null;
  const image = form.imageField(name);
  return (
    <div className="settings-image">
      <ImageField
        id={id}
        label={label}
        rule={rule}
        required={false}
        {...image}
        storedUrl={url}
        hint="JPG, PNG, atau GIF. Gambar di atas 1 MB otomatis dikecilkan."
      />
      {(url || image.slot.status === "ready") && (
        <button
          type="button"
          className="button button-outline"
          onClick={() => {
            form.setImage(name, NO_IMAGE);
            form.setValue(name, null as V[typeof name]);
          }}
        >
          Hapus {label.toLowerCase()}
        </button>
      )}
    </div>
  );
}
