// One timeline event in the reader's words: its sentence (timeline:kinds.<kind> with its parameters translated),
// who did it, when in the reader's time zone, and a decision's reasons in a dealer's words.
import type { Locale, TimelineActor, TimelineEvent } from '@vp/domain';
import type { TFunction } from 'i18next';
import { formatDate, formatMoney, formatRate } from '../../lib/format.ts';

/** The time zone the moments are told in ('America/Toronto'), for the page's introduction. */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function actorText(actor: TimelineActor, t: TFunction): string {
  if (actor.kind === 'user')
    return actor.name ? t('timeline:actors.user', { name: actor.name }) : t('timeline:actors.dealership');
  if (actor.kind === 'integration') return t('timeline:actors.integration', { name: actor.name ?? '' });
  return t(`timeline:actors.${actor.kind}`);
}

/** The sentence of an event; a parameter the catalogue does not know shows as it came. */
export function eventText(event: TimelineEvent, t: TFunction, locale: Locale): string {
  const p = event.params;
  const known = (key: string, value: string | undefined) => (value ? t(key, { defaultValue: value }) : '');
  const values = {
    step: p.step ?? '',
    count: p.count ?? 1,
    pages: p.pages ?? 0,
    status: p.status ? t(p.status, { ns: 'statuses', defaultValue: p.status }) : '',
    person: known(`timeline:persons.${p.person}`, p.person),
    channel: known(`timeline:channels.${p.channel}`, p.channel),
    channels: (p.channels ?? []).map((c) => t(`timeline:linkChannels.${c}`, { defaultValue: c })).join(', '),
    method: known(`timeline:methods.${p.method}`, p.method),
    document: known(`uploads:types.${p.uploadType}`, p.uploadType),
    fundingDate: p.fundingDate ? formatDate(p.fundingDate, locale) : '',
    // A funding statement's figures (issue 35).
    financed: formatMoney(p.financedAmount, locale),
    fee: formatMoney(p.dealerFee, locale),
    paid: formatMoney(p.paidToDealer, locale),
    percent: p.dealerFeePercent ? formatRate(p.dealerFeePercent, locale) : '',
  };
  if (event.kind === 'saved' || event.kind === 'coApplicantSaved') return savedText(event, t, values);
  // A package's pages: the sentence that says so.
  const variant = event.kind === 'submittedForFunding' && p.pages ? `${event.kind}_pages` : event.kind;
  return t(`timeline:kinds.${variant}`, values);
}

/**
 * A step saved, named as the wizard names it ('Applicant saved', « Demandeur enregistré »), never by its address
 * ('3-1'); a step the catalogue does not know keeps the plain sentence. Saved several times in a row: it says so.
 */
function savedText(event: TimelineEvent, t: TFunction, values: { step: string; count: number }): string {
  const person = event.kind === 'coApplicantSaved' ? 'coApplicant' : 'applicant';
  const saved = t(`timeline:savedSteps.${person}.${values.step}`, {
    defaultValue: t(`timeline:kinds.${event.kind}`, values),
  });
  return values.count > 1 ? t('timeline:kinds.savedTimes', { saved, count: values.count }) : saved;
}

/** A decision's reasons in a dealer's words; a code the catalogue does not know is left out. */
export function reasonTexts(event: TimelineEvent, t: TFunction, exists: (key: string) => boolean): string[] {
  return (event.params.reasons ?? [])
    .filter((code) => exists(`timeline:reasons.${code}`))
    .map((code) => t(`timeline:reasons.${code}`));
}
