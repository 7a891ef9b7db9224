import { SETTINGS_TITLES, type SettingsSection } from "@padukuhan/shared/settings";
import type { FormEvent, ReactNode } from "react";
import { DraftNote } from "../components/draft-note";
import { FailureAlert } from "../components/failure-alert";
import { useFocusFirstInvalid } from "../components/focus-first-invalid";
import { UploadProgress } from "../components/upload-progress";
import { commonTexts } from "../content/entities";
import { type SectionForm, type SectionProps, type SectionSpec, useSection } from "./use-section";

/**
 * One section of 'Pengaturan Situs': its heading, its fields, and its own Simpan button, so a
 * section is saved alone. The seed's busy label and 3 s banner; a link to see the change on
 * the public site at `path`. Its form and write (use-section.ts) are made here from `spec`;
 * `children` lays out the fields bound to that form.
 */
export function SectionCard<S extends SettingsSection, V extends object>({
  spec,
  props,
  path,
  intro,
  children,
}: {
  spec: SectionSpec<S, V>;
  props: SectionProps<S>;
  path: string;
  intro?: string;
  children: (form: SectionForm<V>) => ReactNode;
}) {
  const { section } = spec;
  const { form, write } = useSection(spec, props.stored, props.onSaved);
  const id = `pengaturan-${section}`;
  const formRef = useFocusFirstInvalid(form.focusRequest);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!write.busy && !form.blocked) void form.submit();
  };
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{SETTINGS_TITLES[section]}</h2>
      {intro && <p className="settings-intro">{intro}</p>}
      {props.banner && (
        <p className="alert alert-success" role="status">
          {props.banner}
        </p>
      )}
      {/* noValidate: our own Indonesian messages beside each field, not the browser's bubbles. */}
      <form ref={formRef} className="stack" noValidate onSubmit={submit} aria-busy={write.busy}>
        <fieldset className="modal-fields stack" disabled={write.busy}>
          {form.restored && <DraftNote onStartOver={form.startOver} />}
          {children(form)}
        </fieldset>
        <FailureAlert failure={write.failure} />
        {form.hasErrors && !write.failure && (
          <p className="field-error form-summary">{commonTexts.fixErrors}</p>
        )}
        {write.busy && <UploadProgress progress={write.progress} />}
        <div className="settings-actions">
          <button type="submit" className="button" disabled={write.busy || form.blocked}>
            {write.busy ? commonTexts.saving : commonTexts.saveChanges}
          </button>
          <a
            className="button button-outline"
            href={`${props.publicOrigin}${path}`}
            target="_blank"
            rel="noopener"
          >
            Lihat di situs
          </a>
        </div>
      </form>
    </section>
  );
}
