import { enhanceAttributes, withData } from "~/lib/enhance-contract";
import type { Toast } from "~/lib/toast";
import { toastClass, toastDescriptionClass, toasterClass, toastRole, toastTitleClass } from "~/ui/toast-style";

/** Shows a toast the browser raised (a form it refused), in place of the last one it raised; as `Toaster` draws it. */
export function showToast(toast: Toast) {
  let region = document.querySelector<HTMLElement>(withData("toaster"));
  if (!region) {
    region = document.createElement("div");
    region.className = toasterClass;
    region.setAttribute(enhanceAttributes.toaster, "");
    document.body.append(region);
  }
  for (const old of region.querySelectorAll("[data-client-toast]")) old.remove();
  const variant = toast.variant ?? "default";
  const node = document.createElement("div");
  node.setAttribute("role", toastRole(variant));
  node.setAttribute(enhanceAttributes.toast, variant);
  node.dataset.clientToast = "";
  node.className = toastClass(variant);
  node.append(paragraph(toastTitleClass, toast.title));
  if (toast.description) node.append(paragraph(toastDescriptionClass, toast.description));
  region.append(node);
}

function paragraph(className: string, text: string) {
  const p = document.createElement("p");
  p.className = className;
  p.textContent = text;
  return p;
}
