/** Files the journeys download: saved among the test's output, and an exported workbook read back. */
import ExcelJS from 'exceljs';
import { expect, type Locator, type TestInfo } from '@playwright/test';

/** Clicks `trigger`, checks the name of the download it starts and saves it; answers the file's path. */
export async function saveDownload(trigger: Locator, testInfo: TestInfo, name: RegExp): Promise<string> {
  const downloadPromise = trigger.page().waitForEvent('download');
  await trigger.click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(name);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** The sheet `name` of the workbook saved at `file`, which must have it. */
export async function worksheetOf(file: string, name: string): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.getWorksheet(name);
  expect(sheet, `sheet "${name}"`).toBeTruthy();
  return sheet!;
}

/** An Excel export: the name of its file and of the sheet in it. */
export interface ExcelExport {
  file: RegExp;
  sheet: string;
}

/** Downloads the export `trigger` starts and answers its sheet. */
export async function exportedSheet(trigger: Locator, testInfo: TestInfo, excel: ExcelExport) {
  return worksheetOf(await saveDownload(trigger, testInfo, excel.file), excel.sheet);
}
