// The consumer's cancellation ("cooling-off") period after signing a contract made at home, by province or country,
// with its source. The lender never funds before it ends (ARCHITECTURE §9). Dates are ISO yyyy-mm-dd, calendar days
// in the customer's province; the day of signing (when the customer received the signed copy) is day 0.
export interface CoolingOffRule {
  days: number;
  /** 'calendar' days, or 'business' days (the US rule: every day but Sunday and federal holidays). */
  count: 'calendar' | 'business';
  source: string;
}

export const COOLING_OFF: Readonly<Record<string, CoolingOffRule>> = {
  ON: {
    days: 10,
    count: 'calendar',
    source: 'Ontario, Consumer Protection Act, 2002, S.O. 2002, c. 30, Sch. A, s. 43 (direct agreements)',
  },
  QC: {
    days: 10,
    count: 'calendar',
    source:
      'Québec, Loi sur la protection du consommateur, RLRQ c. P-40.1, art. 59 (itinerant merchant contracts)',
  },
  BC: {
    days: 10,
    count: 'calendar',
    source:
      'British Columbia, Business Practices and Consumer Protection Act, S.B.C. 2004, c. 2, s. 21 (direct sales)',
  },
  AB: {
    days: 10,
    count: 'calendar',
    source:
      'Alberta, Consumer Protection Act, R.S.A. 2000, c. C-26.3, and the Direct Sales Cancellation and Exemption Regulation',
  },
  SK: {
    days: 10,
    count: 'calendar',
    source:
      'Saskatchewan, The Consumer Protection and Business Practices Act, S.S. 2013, c. C-30.2 (direct sales contracts)',
  },
  MB: {
    days: 10,
    count: 'calendar',
    source: 'Manitoba, The Consumer Protection Act, C.C.S.M. c. C200, Part V (direct sales contracts)',
  },
  US: {
    days: 3,
    count: 'business',
    source: 'United States, FTC Cooling-Off Rule, 16 C.F.R. Part 429 (sales at the buyer\u2019s home)',
  },
};

/** The rule for a customer's province (or a US state: the federal rule); Ontario's when the province is unknown. */
export function coolingOffRule(province: string | null | undefined, country: string | null | undefined) {
  if (country === 'US' || country === 'USA') return COOLING_OFF.US as CoolingOffRule;
  return COOLING_OFF[province ?? ''] ?? (COOLING_OFF.ON as CoolingOffRule);
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last day the customer may cancel: `days` days after the signing day (day 0). */
export function coolingOffEnds(signedOn: string, rule: CoolingOffRule): string {
  if (rule.count === 'calendar') return addDays(signedOn, rule.days);
  let day = signedOn;
  for (let counted = 0; counted < rule.days; ) {
    day = addDays(day, 1);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) counted += 1;
  }
  return day;
}

/** The first day the lender may fund: the day after the cooling-off period ends. */
export function earliestFundingDate(signedOn: string, rule: CoolingOffRule): string {
  return addDays(coolingOffEnds(signedOn, rule), 1);
}
