import { useId } from "react";
import { commonTexts } from "../content/entities";
import type { UploadProgress as Progress } from "../content/upload";

/** The labelled bar shown while a form is sent; at 100 % the server is still storing it. */
export function UploadProgress({ progress }: { progress: Progress | null }) {
  const id = useId();
  const percent = progress?.total
    ? Math.min(100, Math.round((progress.loaded / progress.total) * 100))
    : null;
  let label: string = commonTexts.uploadingUnknown;
  if (percent !== null) label = percent >= 100 ? commonTexts.saving : commonTexts.uploading(percent);
  return (
    <div className="upload-progress">
      <label htmlFor={id}>{label}</label>
      <progress id={id} max={100} value={percent ?? undefined} />
    </div>
  );
}
