// The way to a second look on NotApproved (the spec's submitToKamsel, decision 039): what a second look is, then
// the button; it asks Yes or No when the consent on file names the partner, else it first shows the consent step.
import { Button, Text, Title } from '@mantine/core';
import { PARTNER_PARTY } from '@vp/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmEvent, useConfirmText } from '../../../components/confirm-event.tsx';
import type { ResultApplication } from '../api/get-result-application.ts';
import { useSecondLook } from '../hooks/use-second-look.ts';
import { ResultActions } from './result-actions.tsx';
import { SecondLookConsent } from './second-look-consent.tsx';

type Step = 'offer' | 'confirm' | 'consent';

export function SecondLookOffer({ application }: { application: ResultApplication }) {
  const { t } = useTranslation('decision');
  const confirmText = useConfirmText();
  const secondLook = useSecondLook(application.id);
  const [step, setStep] = useState<Step>('offer');
  const consentTitle = useRef<HTMLHeadingElement>(null);
  const label = t('secondLook.offer.button');

  // The consent step opens below the button: the reader is taken to it (and back to the button on Cancel).
  const button = useRef<HTMLButtonElement>(null);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (!moved) return;
    if (step === 'consent') consentTitle.current?.focus();
    else if (step === 'offer') button.current?.focus();
  }, [step, moved]);

  return (
    <section aria-labelledby="second-look-title" className="decision-second-look">
      <Title order={2} size="h3" id="second-look-title" mb="xs" ref={consentTitle} tabIndex={-1}>
        {t('secondLook.offer.title')}
      </Title>
      <Text mb="xs">{t('secondLook.offer.text', { partner: PARTNER_PARTY.name })}</Text>
      <Text mb="sm">{t('secondLook.offer.terms')}</Text>
      {step === 'consent' ? (
        <SecondLookConsent
          withCoApplicant={application.hasCoApplicant}
          sending={secondLook.running}
          failure={secondLook.failure}
          onSend={secondLook.run}
          onCancel={() => {
            setMoved(true);
            setStep('offer');
          }}
        />
      ) : (
        <ResultActions failure={secondLook.failure}>
          <Button
            ref={button}
            loading={secondLook.running}
            onClick={() => {
              setMoved(true);
              setStep(application.consentCoversPartner ? 'confirm' : 'consent');
            }}
          >
            {label}
          </Button>
        </ResultActions>
      )}
      <ConfirmEvent
        question={step === 'confirm' ? confirmText({ event: 'submitToKamsel', label }) : null}
        onYes={() => {
          setStep('offer');
          secondLook.run();
        }}
        onNo={() => setStep('offer')}
      />
    </section>
  );
}
