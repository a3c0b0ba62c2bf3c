import { saveFile } from './save-file';

// A stored file (a vehicle's uploaded or generated document) reached by a short-lived signed URL:
// the server answers the URL, which is the permission, and the file is fetched by it without the
// session's token. Each file is fetched as a blob first, so the browser shows a PDF itself whatever
// the storage answers as its disposition.

/** Answers the signed URL of one file (the feature's API call). */
export type SignedUrlGetter = () => Promise<{ url: string }>;

/** The storage refused or lost the file; `status` is its HTTP status. */
class SignedFileError extends Error {
  constructor(readonly status: number) {
    super(`The file could not be fetched (${status})`);
  }
}

const OBJECT_URL_LIFETIME_MS = 60_000;

function temporaryUrl(blob: Blob): string {
  const url = URL.createObjectURL(blob);
  // Revoked later: the tab or frame reads the blob after this returns.
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  return url;
}

export async function fetchSignedFile(getUrl: SignedUrlGetter): Promise<Blob> {
  const { url } = await getUrl();
  const response = await fetch(url);
  if (!response.ok) throw new SignedFileError(response.status);
  return response.blob();
}

/**
 * Opens the file in a new tab (the browser's own PDF or image viewer). The tab is opened before the
 * first await: opened after one, a popup blocker would stop it as not caused by the click.
 */
export async function viewSignedFile(getUrl: SignedUrlGetter): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = temporaryUrl(await fetchSignedFile(getUrl));
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.open(url, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Saves the file under its name. */
export async function downloadSignedFile(getUrl: SignedUrlGetter, name: string): Promise<void> {
  saveFile(await fetchSignedFile(getUrl), name);
}

/** Prints the file from a hidden frame, so the page stays where it is. */
export async function printSignedFile(getUrl: SignedUrlGetter): Promise<void> {
  const url = temporaryUrl(await fetchSignedFile(getUrl));
  const frame = window.document.createElement('iframe');
  // Pinned to the corner, invisible and without size: it can never widen or lengthen the page.
  frame.style.position = 'fixed';
  frame.style.left = '0';
  frame.style.top = '0';
  frame.style.opacity = '0';
  frame.style.pointerEvents = 'none';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.setAttribute('aria-hidden', 'true');
  frame.onload = () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
  };
  frame.src = url;
  window.document.body.append(frame);
  setTimeout(() => frame.remove(), OBJECT_URL_LIFETIME_MS);
}
