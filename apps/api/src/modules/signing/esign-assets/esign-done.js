// After a signature or a decline: tells the dealer's Sign screen, when it is open in another tab of this browser (an
// in-person signature), so that it checks the envelope at once instead of at its next poll.
try {
  const channel = new BroadcastChannel('vp-esign');
  channel.postMessage({ type: 'signer-done' });
  channel.close();
} catch {
  // A browser without BroadcastChannel: the Sign screen still checks on focus and on its timer.
}
