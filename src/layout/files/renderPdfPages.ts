import type { PDFDocumentProxy } from 'pdfjs-dist';

/** CSS pixels per PDF point at which pages are drawn (a receipt stays legible in a 460 px drawer). */
const SCALE = 1.25;

let pdfjs: Promise<typeof import('pdfjs-dist')> | undefined;

/** pdf.js and its worker, loaded once, on the first PDF shown. */
function loadPdfJs() {
  pdfjs ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(([library, worker]) => {
    library.GlobalWorkerOptions.workerSrc = worker.default;
    return library;
  });
  return pdfjs;
}

type RenderOptions = { maxPages: number; label: string; signal: AbortSignal };

/** Draws the first `maxPages` pages of a PDF as canvases (role img, named by `label`) into `target`. */
export async function renderPdfPages(file: Blob, target: HTMLElement, { maxPages, label, signal }: RenderOptions): Promise<void> {
  const library = await loadPdfJs();
  // No eval (the Content-Security-Policy allows none); fonts the PDF does not embed come from the system.
  const document: PDFDocumentProxy = await library.getDocument({
    data: new Uint8Array(await file.arrayBuffer()),
    isEvalSupported: false,
    useSystemFonts: true,
  }).promise;
  try {
    const pages = Math.min(document.numPages, maxPages);
    for (let number = 1; number <= pages && !signal.aborted; number += 1) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: SCALE });
      const canvas = window.document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', pages > 1 ? `${label} (${number}/${pages})` : label);
      if (signal.aborted) return;
      target.append(canvas);
      await page.render({ canvas, viewport }).promise;
    }
  } finally {
    void document.destroy();
  }
}

/**
 * The text of a PDF's pages, one line per text item (a label and its value stay together), for
 * reading an invoice's fields; '' for a scanned PDF without text.
 */
export async function extractPdfText(file: Blob, maxPages = 5): Promise<string> {
  const library = await loadPdfJs();
  const document = await library.getDocument({
    data: new Uint8Array(await file.arrayBuffer()),
    isEvalSupported: false,
    useSystemFonts: true,
  }).promise;
  try {
    const lines: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, maxPages); number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      for (const item of content.items) if ('str' in item && item.str.trim()) lines.push(item.str.trim());
    }
    return lines.join('\n');
  } finally {
    void document.destroy();
  }
}
