/**
 * Issue 26 §3: no upload can take the server's memory. A 4 KB PDF whose page is compressed twice
 * inflates to 2 GB; parsed in a worker thread it grew the server by over a gigabyte, which stayed.
 * Now its streams are measured against an inflate budget first, in a child process with a memory
 * limit of its own, and the server's process does not grow. The server's resident memory is sampled
 * while each job runs (the job's end is awaited; nothing here waits for time).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createDocumentJobRunner, DocumentJobError } from './isolated-job';
import { checkPdfInflateBudget, InflateBudgetError } from './pdf-inflate-budget';
import { doubleFlatePdf, inflatingPdf } from './hostile-documents';
import { BILL_WITH_ADDRESS, textPdf } from './test-documents';

const runners: ReturnType<typeof createDocumentJobRunner>[] = [];
afterAll(async () => {
  await Promise.all(runners.map((r) => r.close()));
});

const limits = { maxPages: 5, maxChars: 64 * 1024 };
const rssMb = () => process.memoryUsage().rss / (1024 * 1024);

/** Runs `job` while sampling this process's resident memory; the growth over the start, in MB. */
async function growthDuring<T>(job: () => Promise<T>): Promise<{ outcome: T | Error; growthMb: number }> {
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  let outcome: T | Error;
  try {
    outcome = await job();
  } catch (error) {
    outcome = error as Error;
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, rssMb());
  return { outcome, growthMb: peak - before };
}

describe('document parsing in a child process', () => {
  it('refuses the double-Flate PDF bomb by its inflate budget, without the server growing', async () => {
    const runner = createDocumentJobRunner();
    runners.push(runner);
    const bomb = doubleFlatePdf();
    expect(bomb.length).toBeLessThan(16 * 1024);
    const { outcome, growthMb } = await growthDuring(() =>
      runner.run({ kind: 'pdf-text', data: bomb, limits }),
    );
    expect(outcome).toBeInstanceOf(DocumentJobError);
    const error = outcome as DocumentJobError;
    expect(error.reason, error.message).toBe('inflate-budget');
    expect(error.message).toMatch(/inflate to more than 64 MB/);
    // the parser process stayed far below its own limit, and this one did not grow
    expect(error.peakMemoryMb).toBeLessThan(256);
    expect(growthMb).toBeLessThan(100);
  });

  it('kills a parser that passes its memory limit (here with no inflate budget), and the server does not grow', async () => {
    // the memory watchdog is what is tested, so the time limit is far away: on a loaded machine the
    // parser (at a lower priority) took longer than the default 10 s to reach its memory limit
    const runner = createDocumentJobRunner({
      maxInflatedBytes: Number.POSITIVE_INFINITY,
      maxMemoryMb: 160,
      timeoutMs: 150_000,
    });
    runners.push(runner);
    const { outcome, growthMb } = await growthDuring(() =>
      runner.run({ kind: 'pdf-text', data: doubleFlatePdf(256 * 1024 * 1024), limits }),
    );
    expect(outcome).toBeInstanceOf(DocumentJobError);
    const error = outcome as DocumentJobError;
    expect(error.reason, error.message).toBe('memory-limit');
    expect(error.message).toBe('pdf-text used more than 160 MB of memory');
    expect(growthMb).toBeLessThan(100);
    // the runner goes on: the next document is read by a fresh process
    const answer = await runner.run({ kind: 'pdf-text', data: textPdf(BILL_WITH_ADDRESS), limits });
    expect(answer).toEqual({ kind: 'pdf-text', result: { lines: BILL_WITH_ADDRESS, confidence: 1 } });
  }, 180_000);
});

describe('the inflate budget', () => {
  it('counts every filter of a chain, and passes an ordinary document', async () => {
    await expect(checkPdfInflateBudget(doubleFlatePdf(), 64 * 1024 * 1024)).rejects.toBeInstanceOf(
      InflateBudgetError,
    );
    // 4 MB of text operators: within the budget, refused by a smaller one
    const inflating = inflatingPdf(4 * 1024 * 1024);
    const measured = await checkPdfInflateBudget(inflating);
    expect(measured.streams).toBe(1);
    expect(measured.decodedBytes).toBeGreaterThanOrEqual(4 * 1024 * 1024);
    await expect(checkPdfInflateBudget(inflating, 1024 * 1024)).rejects.toBeInstanceOf(InflateBudgetError);
  });

  it('measures RunLength and an ASCIIHex stream in front of Flate too', async () => {
    /** A one-stream PDF with the given filter and stream bytes. */
    const pdfWith = (filter: string, stream: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `%PDF-1.4\n4 0 obj\n<< /Length ${stream.length} /Filter ${filter} >>\nstream\n`,
          'latin1',
        ),
        stream,
        Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
      ]);
    // two bytes make 128 (a run of 128 zeros): 1.2 MB make 77 MB
    const runs = Buffer.alloc(1_200_000);
    for (let i = 0; i < runs.length; i += 2) runs[i] = 129;
    await expect(checkPdfInflateBudget(pdfWith('/RunLengthDecode', runs))).rejects.toBeInstanceOf(
      InflateBudgetError,
    );
    const small = await checkPdfInflateBudget(pdfWith('/RL', runs.subarray(0, 2000)));
    expect(small.decodedBytes).toBe(128_000);
    // the twice-compressed page, written out as hex digits and then given to Flate twice
    const twice = doubleFlatePdf(128 * 1024 * 1024).toString('latin1');
    const inner = Buffer.from(/stream\n([\s\S]*)\nendstream/.exec(twice)![1]!, 'latin1');
    const hex = Buffer.from(`${inner.toString('hex')}>`, 'latin1');
    await expect(
      checkPdfInflateBudget(pdfWith('[/ASCIIHexDecode /FlateDecode /FlateDecode]', hex)),
    ).rejects.toBeInstanceOf(InflateBudgetError);
  });

  it('sees through abbreviated, escaped and indirect filter names', async () => {
    const twice = doubleFlatePdf(128 * 1024 * 1024);
    for (const [from, to] of [
      ['/Filter [/FlateDecode /FlateDecode]', '/F [/Fl /Fl]'],
      ['/Filter [/FlateDecode /FlateDecode]', '/Filter [/Flat#65Decode /FlateDecode]'],
      ['/Filter [/FlateDecode /FlateDecode]', '/Filter 9 0 R'],
    ]) {
      const text = twice.toString('latin1');
      expect(text).toContain(from);
      // same length, so the offsets stay right; the indirect one points at nothing the scan can find
      const disguised = Buffer.from(text.replace(from!, to!.padEnd(from!.length, ' ')), 'latin1');
      await expect(checkPdfInflateBudget(disguised, 64 * 1024 * 1024), to).rejects.toBeInstanceOf(
        InflateBudgetError,
      );
    }
  });
});
