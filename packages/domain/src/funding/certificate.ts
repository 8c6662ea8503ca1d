// The completion certificate request (spec §3, §5, §7 get-completion-certificate).
import { z } from 'zod';
import { CERTIFICATE_SIGNER_ROLES, ENVELOPE_STATUSES, SIGNER_STATUSES } from '../answers/signing.answer.ts';
import { CERTIFICATE_METHODS } from '../financing/programs.ts';

/** The method is the program screen's Electronic/Paper choice (financing/programs.ts). */
export type CertificateMethod = (typeof CERTIFICATE_METHODS)[number];

const required = (max: number) =>
  z.string({ error: 'validation:required' }).trim().min(1, { error: 'validation:required' }).max(max, {
    error: 'validation:tooLong',
  });

export const certificateRequestSchema = z.object({
  installerName: required(120),
  installerEmail: required(200).pipe(z.email({ error: 'validation:email' })),
  installerCompany: required(120),
  method: z.enum(CERTIFICATE_METHODS, { error: 'validation:oneOf' }),
});
export type CertificateRequest = z.infer<typeof certificateRequestSchema>;

/** The program screen's Electronic/Paper choice is the certificate's method (ARCHITECTURE §9). */
export function certificateMethodOf(paperOrElectronic: string | null | undefined): CertificateMethod {
  return paperOrElectronic?.toLowerCase() === 'electronic' ? 'electronic' : 'paper';
}

export const certificateAnswer = z.object({
  data: z.object({
    /** Paper: the prefilled certificate, base64; its file name is the loan number's. */
    base64: z.string().optional(),
    fileName: z.string().optional(),
    /** Electronic: 'Success' once the installer's and the customer's signing links are sent. */
    status: z.string().optional(),
  }),
});

export const certificateInfoAnswer = z.object({
  method: z.enum(CERTIFICATE_METHODS),
  quebec: z.boolean(),
  edgeId: z.string().nullable(),
  status: z.string(),
  certificate: z
    .object({
      installerName: z.string(),
      installerEmail: z.string(),
      installerCompany: z.string(),
      method: z.string(),
      status: z.string(),
      /** Electronic: the signing of the certificate, who has signed and how it ended. */
      signing: z
        .object({
          status: z.enum(ENVELOPE_STATUSES),
          signers: z.array(
            z.object({
              roleName: z.enum(CERTIFICATE_SIGNER_ROLES),
              name: z.string(),
              email: z.string().nullable(),
              status: z.enum(SIGNER_STATUSES),
              /** ISO date and time. */
              signedAt: z.string().nullable(),
            }),
          ),
        })
        .nullable(),
      /** Paper printed, or electronic signed by both: what the funding checks call 'certificate done'. */
      done: z.boolean(),
    })
    .nullable(),
});
export type CertificateInfoAnswer = z.infer<typeof certificateInfoAnswer>;
