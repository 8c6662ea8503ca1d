// A result screen's re-submit: it reopens the application as Incomplete and withdraws the customer's consent, so it
// asks Yes or No first, with the same question as the list's row actions.
import { Button } from '@mantine/core';
import { useState } from 'react';
import { ConfirmEvent, useConfirmText } from '../../../components/confirm-event.tsx';
import type { ResubmitEvent } from '../api/run-application-event.ts';
import type { useResubmit } from '../hooks/use-resubmit.ts';

interface ResubmitButtonProps {
  resubmit: ReturnType<typeof useResubmit>;
  event: ResubmitEvent;
  /** Where the user goes on once the event has run. */
  then: string;
  label: string;
}

export function ResubmitButton({ resubmit, event, then, label }: ResubmitButtonProps) {
  const confirmText = useConfirmText();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button loading={resubmit.running === event} onClick={() => setAsking(true)}>
        {label}
      </Button>
      <ConfirmEvent
        question={asking ? confirmText({ event, label }) : null}
        onYes={() => {
          setAsking(false);
          resubmit.run(event, then);
        }}
        onNo={() => setAsking(false)}
      />
    </>
  );
}
