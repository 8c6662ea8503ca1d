// When and how (spec §2): the payment date (1st, 8th, 15th or 22nd) with the first payment's date, the installation
// date (typed mm/dd/yyyy) and the completion certificate's method, Electronic or Paper (ARCHITECTURE §9), remembered
// for the Certification step.
import { Group, Radio, SimpleGrid } from '@mantine/core';
import { type CalendarDate, CERTIFICATE_METHODS, LEASE_DAYS, type LeaseDay } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../../components/form/masked-input.tsx';
import { formatDate } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';

export type CertificateMethod = (typeof CERTIFICATE_METHODS)[number];

export interface Schedule {
  leaseDay: LeaseDay;
  installationDate: string;
  certificateMethod: CertificateMethod;
}

interface Props {
  schedule: Schedule;
  onChange: (schedule: Schedule) => void;
  installationError: string | undefined;
  /**
   * The first payment that is not zero (the disclosure's and the contract's date) and the program's zero-payment
   * months; null before a program is chosen, when only the day of the month is known.
   */
  firstPayment: { date: CalendarDate; zeroPaymentMonths: number } | null;
}

function PaymentDateLine({ day, firstPayment }: { day: LeaseDay; firstPayment: Props['firstPayment'] }) {
  const { t } = useTranslation('financing');
  const dayText = t('program.paymentDayShown', { day: t(`program.day${day}`) });
  if (!firstPayment) return <>{`${dayText} ${t('program.firstPaymentLater')}`}</>;
  const date = formatDate(firstPayment.date, currentLocale());
  const first =
    firstPayment.zeroPaymentMonths > 0
      ? t('program.firstPaymentDeferred', { count: firstPayment.zeroPaymentMonths, date })
      : t('program.firstPaymentShown', { date });
  return <>{`${dayText} ${first}`}</>;
}

export function ScheduleFields({ schedule, onChange, installationError, firstPayment }: Props) {
  const { t } = useTranslation('financing');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Radio.Group
        label={t('program.paymentDate')}
        description={<PaymentDateLine day={schedule.leaseDay} firstPayment={firstPayment} />}
        value={String(schedule.leaseDay)}
        onChange={(value) => onChange({ ...schedule, leaseDay: Number(value) as LeaseDay })}
      >
        <Group gap="md" mt="xs">
          {LEASE_DAYS.map((day) => (
            <Radio key={day} value={String(day)} label={t(`program.day${day}`)} />
          ))}
        </Group>
      </Radio.Group>
      <MaskedInput
        mask="00/00/0000"
        label={t('assets.installationDate')}
        description={t('form.dateHint')}
        inputMode="numeric"
        required
        withAsterisk={false}
        error={installationError}
        value={schedule.installationDate}
        onChange={(installationDate) => onChange({ ...schedule, installationDate })}
      />
      <Radio.Group
        label={t('program.certificateMethod')}
        value={schedule.certificateMethod}
        onChange={(value) => onChange({ ...schedule, certificateMethod: value as CertificateMethod })}
      >
        <Group gap="md" mt="xs">
          {CERTIFICATE_METHODS.map((method) => (
            <Radio key={method} value={method} label={t(`program.${method}`)} />
          ))}
        </Group>
      </Radio.Group>
    </SimpleGrid>
  );
}
