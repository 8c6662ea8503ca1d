// The contract's Download (spec §7): the PDF opens in a new window; a blocked pop-up leaves the notice and a link to
// it (spec §8), as `blockedUrl`.
import { useState } from 'react';
import { showError } from '../../../lib/errors.ts';
import { downloadContract } from '../api/signing.ts';

export function useContractDownload(applicationId: string) {
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const download = async () => {
    try {
      const { data } = await downloadContract(applicationId);
      const bytes = Uint8Array.from(atob(data.base64), (c) => c.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
      if (!window.open(url, '_blank')) setBlockedUrl(url);
    } catch (error) {
      showError(error);
    }
  };
  return { download, blockedUrl };
}
