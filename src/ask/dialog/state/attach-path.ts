/**
 * The image path (mode "attachPath", opened with `a`) and what becomes of it: asking for the read
 * (the state keeps the request, the reducer emits a `readImage` effect for it), the read's result
 * attaching the image or refusing it, and a path left without Enter. A path is never lost: one
 * not attached is kept on its question, to correct or to report.
 */
import type { AttachedImage } from "../../outcome.ts";
import { EMPTY_FIELD, fieldOf } from "../../../text/field.ts";
import { type DialogState, withOpenDraft, withDraft } from "./model.ts";

/** `a`: open the image path, with the earlier path of this question to correct; or say why images cannot go. */
export function startAttaching(state: DialogState): DialogState {
	if (!state.images.allowed) return { ...state, notice: { kind: "noImages", support: state.images } };
	if (state.imageRequest?.question === state.tab) return state;
	return withOpenDraft({ ...state, mode: "attachPath" }, (draft) => {
		const earlier = draft.pendingImage;
		const replace = earlier !== undefined && earlier.path.text !== "" && (earlier.status === "refused" || earlier.status === "cancelled");
		return { ...draft, pendingImage: { path: earlier?.path ?? EMPTY_FIELD, status: "typing", ...(replace ? { replace } : {}) } };
	});
}

/** Enter on the image path: read the file, keeping the path (to correct it, or to report it if the dialog closes). */
export function requestImage(state: DialogState): DialogState {
	const draft = state.drafts[state.tab];
	const path = draft?.pendingImage?.path.text.trim() ?? "";
	const browsing: DialogState = { ...state, mode: "browse" };
	if (path === "") return withOpenDraft(browsing, (d) => ({ ...d, pendingImage: undefined }));
	const reading = withOpenDraft(browsing, (d) => ({ ...d, pendingImage: { path: fieldOf(path), status: "reading" } }));
	return {
		...reading,
		imageRequest: { id: state.nextRequestId, path, question: state.tab },
		nextRequestId: state.nextRequestId + 1,
	};
}

/** Leaving the image path without Enter: with Esc it was given up, otherwise it stays typed, unconfirmed. */
export function leaveImagePath(state: DialogState, cancelled: boolean): DialogState {
	const browsing: DialogState = { ...state, mode: "browse" };
	return withOpenDraft(browsing, (draft) => {
		const path = draft.pendingImage?.path;
		if (path === undefined || path.text.trim() === "") return { ...draft, pendingImage: undefined };
		return { ...draft, pendingImage: { path, status: cancelled ? "cancelled" : "typing" } };
	});
}

/** The read of the pending request gave `image`: it joins its question's images (one per path) and the path is done. A result of another request is ignored. */
export function attachImage(state: DialogState, image: AttachedImage, requestId: number | undefined): DialogState {
	const request = state.imageRequest;
	if (requestId !== undefined && request?.id !== requestId) return state;
	const question = request?.question ?? state.tab;
	if (state.questions[question] === undefined) return { ...state, imageRequest: undefined };
	const attached = withDraft(state, question, (draft) => ({
		...draft,
		images: [...draft.images.filter((existing) => existing.path !== image.path), image],
		pendingImage: undefined,
	}));
	return { ...attached, imageRequest: undefined, notice: { kind: "attached", name: image.name } };
}

/** The reader refused the file: the path stays on its question, to correct or to report, with the reason. */
export function rejectImage(state: DialogState, message: string, requestId: number | undefined): DialogState {
	const request = state.imageRequest;
	if (requestId !== undefined && request?.id !== requestId) return state;
	const refused =
		request === undefined
			? state
			: withDraft(state, request.question, (draft) => ({ ...draft, pendingImage: { path: fieldOf(request.path), status: "refused", reason: message } }));
	return { ...refused, imageRequest: undefined, notice: { kind: "refused", message } };
}
