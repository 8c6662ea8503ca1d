// The calculator's province (or state) choices, named in the user's language from the forms' catalog.
import { PROVINCE_TAXES, US_STATE_SALES_TAX_PERCENT } from '@vp/domain';
import { useTranslation } from 'react-i18next';

export function useRegionOptions(country: 'CA' | 'US'): { value: string; label: string }[] {
  const { t, i18n } = useTranslation('options');
  const group = country === 'US' ? 'states' : 'provinces';
  const codes = Object.keys(country === 'US' ? US_STATE_SALES_TAX_PERCENT : PROVINCE_TAXES);
  // A territory the forms do not offer is still a place goods are sold: its code is its name then.
  return codes
    .map((code) => ({
      value: code,
      label: i18n.exists(`options:${group}.${code}`) ? t(`${group}.${code}`) : code,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
}
