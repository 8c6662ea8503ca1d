// The signing page's script: renders the contract's pages with pdf.js and offers a drawn signature (signature_pad).
// The page works without it (the PDF link and a typed signature), so a failure here never blocks a signature.
import * as pdfjs from '/esign/assets/pdf.min.mjs';
import SignaturePad from '/esign/assets/signature_pad.js';

pdfjs.GlobalWorkerOptions.workerSrc = '/esign/assets/pdf.worker.min.mjs';

async function renderPages(container) {
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.textContent = container.dataset.loading ?? '';
  container.append(status);
  const pdf = await pdfjs.getDocument({ url: container.dataset.src, isEvalSupported: false }).promise;
  const label = container.dataset.pageLabel ?? '';
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const base = page.getViewport({ scale: 1 });
    // Sharp on a phone's dense screen, fitted to the column's width.
    const width = Math.min(container.clientWidth || 360, 900);
    const ratio = window.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: (width / base.width) * ratio });
    const canvas = document.createElement('canvas');
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    canvas.style.width = `${width}px`;
    canvas.setAttribute('role', 'img');
    canvas.setAttribute(
      'aria-label',
      label.replace('{page}', String(n)).replace('{total}', String(pdf.numPages)),
    );
    container.append(canvas);
    await page.render({ canvasContext: canvas.getContext('2d'), canvas, viewport }).promise;
  }
  status.remove();
}

function setUpDrawing() {
  const drawn = document.getElementById('kind-drawn');
  const typed = document.getElementById('kind-typed');
  const typedBox = document.getElementById('typed');
  const drawBox = document.getElementById('drawn');
  const canvas = document.getElementById('pad');
  const hidden = document.getElementById('signatureImage');
  const form = document.getElementById('sign-form');
  if (!drawn || !typed || !typedBox || !drawBox || !canvas || !hidden || !form) return;
  const pad = new SignaturePad(canvas, { penColor: '#0b1f4d' });
  const fit = () => {
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d').scale(ratio, ratio);
    pad.clear();
  };
  const show = () => {
    drawBox.hidden = !drawn.checked;
    typedBox.hidden = drawn.checked;
    if (drawn.checked) fit();
  };
  drawn.disabled = false;
  drawn.addEventListener('change', show);
  typed.addEventListener('change', show);
  document.getElementById('clear')?.addEventListener('click', () => pad.clear());
  form.addEventListener('submit', () => {
    hidden.value = drawn.checked && !pad.isEmpty() ? pad.toDataURL('image/png') : '';
  });
}

setUpDrawing();
const pages = document.getElementById('pages');
if (pages) renderPages(pages).catch(() => pages.replaceChildren());
