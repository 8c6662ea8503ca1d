// The payment calculator (issue 11) and the built-in mailbox its Share mails land in; one chunk.
import '../../features/calculator/calculator.css';

export { CalculatorPage as PaymentCalculator } from '../../features/calculator/components/calculator-page.tsx';
export { MailboxPage as Mailbox } from '../../features/calculator/components/mailbox-page.tsx';
