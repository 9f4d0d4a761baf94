/**
 * Address verification by document through the API, with the real built-in OCR on generated bills:
 * the type is sniffed, sizes are limited before and while reading, image rules are checked again on
 * the server, and the address must be on the document.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { useTestApp } from '../../test/app';
import {
  BILL_OTHER_ADDRESS,
  BILL_WITH_ADDRESS,
  billImage,
  blankImage,
  textPdf,
} from '../../ports/ocr/test-documents';
import {
  doubleFlatePdf,
  inflatingPdf,
  pdfImagePolyglot,
  pngDimensionBomb,
  pngHeaderOnly,
  pngPdfPolyglot,
  toBmp,
  truncatedBmp,
  truncatedPng,
} from '../../ports/ocr/hostile-documents';
import { REGISTRATION_MESSAGES } from '../../../domain/registration/messages';
import {
  codeSentTo,
  RegistrationClient,
  SITES,
  createRegistrationTestApp,
  submission,
  uploadDocument,
} from './test-support';

const t = useTestApp(() => createRegistrationTestApp());

async function registration() {
  const c = new RegistrationClient(t.app);
  await c.start(SITES.withEmail.street);
  return c;
}

describe('document verification', () => {
  it('refuses a bill for another address', async () => {
    const c = new RegistrationClient(t.app);
    await c.start(SITES.other.street);
    const res = await uploadDocument(t.app, c, 'bill.png', 'image/png', await billImage(BILL_OTHER_ADDRESS));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Could not find matching address in document. Please ensure the address is clearly visible.',
      details: { reason: 'registration/address-not-in-document' },
    });
    expect((await c.get('/api/registration/current')).json().verifiedBy).toBeNull();
  });

  it('reads a PDF by its text layer', async () => {
    const c = new RegistrationClient(t.app);
    await c.start(SITES.noEmail.street);
    const pdf = textPdf(['Village of Lake Bluff', 'Water bill', '17 OAK ST', 'LAKE BLUFF IL 60044']);
    const res = await uploadDocument(t.app, c, 'water.pdf', 'application/pdf', pdf);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().verifiedBy).toBe('document');
  });

  it('says so when there is no text', async () => {
    const c = await registration();
    const res = await uploadDocument(t.app, c, 'blank.png', 'image/png', await blankImage(800, 600));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Could not extract text from document. Please ensure the image is clear and readable.',
    );
  });

  it('sniffs the type from the bytes, not the name', async () => {
    const c = await registration();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>1234 SHERIDAN RD</text></svg>');
    const res = await uploadDocument(t.app, c, 'bill.png', 'image/png', svg);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Invalid file type. Please use JPG, PNG, GIF, BMP, or PDF.');
    // a real PNG named .pdf is read as the PNG it is
    const png = await uploadDocument(t.app, c, 'bill.pdf', 'application/pdf', await blankImage(200, 200));
    expect(png.json().message).toBe('Image is too small. Please use a higher resolution image.');
  });

  it('checks image size and shape again on the server', async () => {
    const c = await registration();
    const small = await uploadDocument(t.app, c, 'small.png', 'image/png', await blankImage(299, 800));
    expect(small.statusCode).toBe(422);
    expect(small.json().message).toBe('Image is too small. Please use a higher resolution image.');
    const distorted = await uploadDocument(t.app, c, 'strip.png', 'image/png', await blankImage(1600, 310));
    expect(distorted.json().message).toBe('Image appears distorted. Please take a new photo.');
    const gif = await uploadDocument(
      t.app,
      c,
      'bill.gif',
      'image/gif',
      await billImage(['x'], { width: 320, height: 1700, format: 'gif' }),
    );
    expect(gif.json().message).toBe('Image appears distorted. Please take a new photo.');
  });

  it('limits a PDF to 4 MB while reading and refuses a declared oversize body before reading it', async () => {
    const c = await registration();
    const big = Buffer.concat([textPdf(['1234 SHERIDAN RD']), Buffer.alloc(4 * 1024 * 1024, 0x20)]);
    const res = await uploadDocument(t.app, c, 'big.pdf', 'application/pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('PDF file is too large. Maximum size is 4MB.');

    const declared = await t.app.inject({
      method: 'POST',
      url: '/api/registration/document',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(10 * 1024 * 1024),
        'x-registration-token': c.token!,
      },
      payload: '--x--',
      remoteAddress: c.ip,
    });
    expect(declared.statusCode).toBe(413);
  });

  it('refuses a photo over 4 MB as received (the browser compresses above 3.5 MB)', async () => {
    const c = await registration();
    const noisy = await sharp({
      create: {
        width: 2400,
        height: 2400,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(4 * 1024 * 1024);
    const res = await uploadDocument(t.app, c, 'huge.png', 'image/png', noisy);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File is too large. Maximum size is 4MB.');
  });

  it('answers hostile files with a 4xx and keeps serving (issue 8 §1)', async () => {
    const c = await registration();
    const hostile: [string, string, Buffer, number, string][] = [
      // a BMP claiming 400×400 with no pixel data ended the whole server from inside tesseract.js
      ['short.bmp', 'image/bmp', truncatedBmp(), 422, REGISTRATION_MESSAGES.processingError],
      ['cut.png', 'image/png', await truncatedPng(), 422, REGISTRATION_MESSAGES.processingError],
      ['bomb.png', 'image/png', pngDimensionBomb(), 422, REGISTRATION_MESSAGES.invalidFile],
      ['header.png', 'image/png', pngHeaderOnly(10_000, 10_000), 422, REGISTRATION_MESSAGES.invalidFile],
      ['poly.pdf', 'application/pdf', await pdfImagePolyglot(), 422, REGISTRATION_MESSAGES.processingError],
      ['poly.png', 'image/png', pngPdfPolyglot(), 422, REGISTRATION_MESSAGES.invalidFile],
      // its text is read up to the cap, off the main thread: "A B A B …" holds no address
      ['inflating.pdf', 'application/pdf', inflatingPdf(), 422, REGISTRATION_MESSAGES.addressNotInDocument],
      // 4 KB compressed twice, 2 GB inflated: refused by the inflate budget (issue 26 §3)
      ['bomb.pdf', 'application/pdf', doubleFlatePdf(), 422, REGISTRATION_MESSAGES.processingError],
    ];
    for (const [name, type, bytes, status, message] of hostile) {
      const res = await uploadDocument(t.app, c, name, type, bytes);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json().message, name).toBe(message);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode, name).toBe(200);
    }
    // a valid BMP is still read (through sharp, like every image)
    const bill = await billImage(BILL_OTHER_ADDRESS);
    const res = await uploadDocument(t.app, c, 'bill.bmp', 'image/bmp', await toBmp(bill));
    expect(res.json().message).toBe(REGISTRATION_MESSAGES.addressNotInDocument);
    // nine documents read one after another, four of them by OCR: over a minute on a loaded machine
  }, 180_000);

  it('refuses a PDF bomb without the server growing (issue 26 §3)', async () => {
    const c = await registration();
    const rssMb = () => process.memoryUsage().rss / (1024 * 1024);
    const before = rssMb();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
    try {
      const res = await uploadDocument(t.app, c, 'bomb.pdf', 'application/pdf', doubleFlatePdf());
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        message: REGISTRATION_MESSAGES.processingError,
        details: { reason: 'registration/processing-error' },
      });
    } finally {
      clearInterval(sampler);
    }
    // parsed in a worker thread it grew this process by over a gigabyte; now its own process parses it
    expect(peak - before).toBeLessThan(100);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('needs a registration', async () => {
    const c = new RegistrationClient(t.app);
    const res = await uploadDocument(t.app, c, 'bill.png', 'image/png', await blankImage(800, 600));
    expect(res.statusCode).toBe(410);
  });

  // last: it registers the address, which then leaves the search
  it('verifies the address from a bill photo, keeps nothing, and lets the customer register', async () => {
    const c = await registration();
    const res = await uploadDocument(
      t.app,
      c,
      'bill.jpg',
      'image/jpeg',
      await billImage(BILL_WITH_ADDRESS, { format: 'jpeg' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ verifiedBy: 'document', emailVerified: false });

    expect(
      (await c.post('/api/registration/email', { source: 'manual', email: 'doc@lakebluff.org' })).statusCode,
    ).toBe(200);
    // a document proves the address, not the e-mail: the customer still confirms it by code (issue 8 §5)
    expect((await c.post('/api/registration/email/code')).statusCode).toBe(200);
    const code = await codeSentTo(t.ctx, 'doc@lakebluff.org');
    expect((await c.post('/api/registration/email/verify', { code })).statusCode).toBe(200);
    const created = await c.post('/api/registration/submit', submission());
    expect(created.statusCode, created.body).toBe(201);
  });
});
