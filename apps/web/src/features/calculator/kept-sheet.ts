// The calculator's rate sheet as a tablet offline uses it (issue 39): its programs still in effect today in the
// lender's calendar, the day it was current, and how many of its programs changed since (left out).
import { keptPrograms, lenderDay, type RateSheetAnswer, type SheetProgram } from '@vp/domain';

/** The calculator's own programs offline: the kept sheet's still in effect today, and how many changed since. */
export interface KeptSheet {
  day: string;
  programs: SheetProgram[];
  leftOut: number;
}

export function keptSheet(sheet: RateSheetAnswer | undefined): KeptSheet | null {
  if (!sheet) return null;
  const programs = keptPrograms(sheet, lenderDay(new Date()));
  return { day: sheet.day, programs, leftOut: sheet.programs.length - programs.length };
}
