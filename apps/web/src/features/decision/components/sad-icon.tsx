// The sad face of NotApproved (spec §2): decoration only, the title beside it says the same in words.
export function SadIcon() {
  return (
    <svg
      className="decision-icon"
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
    >
      <circle cx="24" cy="24" r="21" />
      <circle cx="17" cy="19" r="1.5" fill="currentColor" />
      <circle cx="31" cy="19" r="1.5" fill="currentColor" />
      <path d="M15 35c5-6 13-6 18 0" />
    </svg>
  );
}
