// The policy's reason codes in words (underwriter:reasons.<code>); an unknown code shows as is.
import { useTranslation } from 'react-i18next';
import { EmptyValue } from './empty-value.tsx';

export function useReasonText() {
  const { t, i18n } = useTranslation('underwriter');
  return (code: string) => (i18n.exists(`underwriter:reasons.${code}`) ? t(`reasons.${code}`) : code);
}

export function ReasonList({ reasons }: { reasons: string[] }) {
  const reasonText = useReasonText();
  if (reasons.length === 0) return <EmptyValue />;
  return (
    <ul className="uw-reasons">
      {reasons.map((code) => (
        <li key={code}>{reasonText(code)}</li>
      ))}
    </ul>
  );
}
