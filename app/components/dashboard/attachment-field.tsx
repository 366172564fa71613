import { enhanceData } from "~/lib/enhance-contract";
import { limits } from "~/lib/site-config";
import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { Button } from "~/ui/button";
import { FieldError, type FieldMeta } from "~/ui/field";
import { FilePicker } from "./file-picker";
import { Icon } from "./icons";

/**
 * The optional attachment of a support message or a staff reply: any type, up to 10MB, removable before sending.
 * With the enhancement script the chosen file is listed with 'Remove attachment' (from the template below); without
 * it a chosen file can't be cleared, so a checkbox lets the sender leave it out instead.
 */
export function AttachmentField({
  meta,
  hint,
  testId,
  tooLarge,
}: {
  meta: FieldMeta;
  hint: string;
  testId: string;
  tooLarge: Toast;
}) {
  const chosenId = `${meta.id}-chosen`;
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold text-ink">{m.dash_attachment_optional()}</span>
      <div className="flex flex-wrap items-center gap-3">
        <FilePicker
          id={meta.id}
          name={meta.name}
          label={
            <>
              <Icon name="paperclip" className="h-4 w-4" />
              <span {...enhanceData({ chosenText: m.dash_choose_another_file() })}>{m.dash_attach_file()}</span>
            </>
          }
          describedBy={`${meta.id}-hint`}
          maxBytes={limits.attachmentMaxBytes}
          tooLarge={tooLarge}
          chosen={chosenId}
          testId={testId}
        />
        <div id={chosenId} aria-live="polite">
          <template>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800" data-testid="chosen-attachment">
              <span className="font-semibold break-all" {...enhanceData({ chosenName: "" })} />
              <span className="text-slate-600" {...enhanceData({ chosenSize: "" })} />
              <Button variant="ghost" size="sm" className="text-red-800" {...enhanceData({ removeFile: "" })}>
                {m.dash_remove_attachment()}
              </Button>
            </p>
          </template>
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800 js:hidden">
        <input type="checkbox" name="removeAttachment" className="h-4 w-4" />
        {m.dash_dont_send_file()}
      </label>
      <p id={`${meta.id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      <FieldError id={`${meta.id}-error`} errors={meta.errors} />
    </div>
  );
}
