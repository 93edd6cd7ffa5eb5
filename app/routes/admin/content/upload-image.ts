import type { Route } from "./+types/upload-image";
import { requestContext, servicesContext } from "../../../lib/app-context.server.ts";
import { isAppError } from "../../../lib/errors.ts";
import { requireStaff } from "../../../lib/guards.server.ts";
import { translate } from "../../../lib/i18n/index.ts";
import { uploadContentImage } from "../../../modules/staff-tables/upload-content-image.server.ts";

/** The rich-text editor's image button posts here: { url } on success, { error } with a 4xx otherwise. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireStaff(context, request);
  const form = await request.formData();
  const file = form.get("image");
  try {
    return Response.json(await uploadContentImage(services, { actor, file: file instanceof File ? file : null }));
  } catch (error) {
    if (isAppError(error)) return Response.json({ error: translate(lang, error.key, error.vars) }, { status: error.status });
    throw error;
  }
}
