import { type ChangeEvent, useState } from "react";
import { useHydrated } from "~/components/forms/client";
import { formatFileSize } from "~/lib/format";
import { limits } from "~/lib/site-config";
import { Button } from "~/ui/button";
import { FieldError, type FieldMeta } from "~/ui/field";
import { FilePicker } from "./file-picker";
import { Icon } from "./icons";

/**
 * The optional attachment of a support message or a staff reply: any type, up to 10MB,
 * removable before sending. Without JavaScript a chosen file can't be cleared, so a
 * checkbox lets the sender leave it out instead.
 */
export function AttachmentField({
  meta,
  ...props
}: {
  meta: FieldMeta;
  hint: string;
  testId: string;
  onTooLarge: () => void;
}) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (file && file.size > limits.attachmentMaxBytes) {
      props.onTooLarge();
      event.currentTarget.value = "";
      setChosen(null);
      return;
    }
    setChosen(file ? { name: file.name, size: file.size } : null);
  }

  function remove() {
    const input = document.getElementById(meta.id) as HTMLInputElement | null;
    if (input) input.value = "";
    setChosen(null);
  }

  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold text-ink">Attachment (optional)</span>
      <div className="flex flex-wrap items-center gap-3">
        <FilePicker
          id={meta.id}
          name={meta.name}
          label={
            <>
              <Icon name="paperclip" className="h-4 w-4" />
              {chosen ? "Choose another file" : "Attach a file"}
            </>
          }
          describedBy={`${meta.id}-hint`}
          onChange={choose}
          testId={props.testId}
        />
        {chosen ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800" data-testid="chosen-attachment">
            <span className="font-semibold break-all">{chosen.name}</span>
            <span className="text-slate-600">({formatFileSize(chosen.size)})</span>
            <Button variant="ghost" size="sm" onClick={remove} className="text-red-800">
              Remove attachment
            </Button>
          </p>
        ) : null}
      </div>
      {!hydrated ? (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="removeAttachment" className="h-4 w-4" />
          Don't send the chosen file
        </label>
      ) : null}
      <p id={`${meta.id}-hint`} className="text-sm text-slate-600">
        {props.hint}
      </p>
      <FieldError id={`${meta.id}-error`} errors={meta.errors} />
    </div>
  );
}
