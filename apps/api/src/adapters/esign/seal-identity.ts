// The seal's identity: a PKCS#12 file given by SEAL_P12 (a lender's document-signing certificate, required on
// PostgreSQL) or, on the embedded default, a self-signed certificate made at first start under DATA_DIR (0600).
import { createPrivateKey, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';

export interface SealIdentity {
  commonName: string;
  privateKey: KeyObject;
  /** The signing certificate, DER. */
  certificateDer: Buffer;
  /** Its issuers, DER, when the PKCS#12 carries them. */
  chainDer: Buffer[];
}

const certDer = (cert: forge.pki.Certificate) =>
  Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');

/** Reads a PKCS#12 (RSA key): the certificate that matches the key signs, the others are its chain. */
export function loadSealIdentity(p12: Buffer, password: string): SealIdentity {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), password);
  const { pkcs8ShroudedKeyBag, keyBag, certBag } = forge.pki.oids as Record<string, string>;
  const bags = (bagType: string | undefined) => (bagType ? (parsed.getBags({ bagType })[bagType] ?? []) : []);
  const key = (bags(pkcs8ShroudedKeyBag)[0] ?? bags(keyBag)[0])?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error('SEAL_P12 holds no RSA private key');
  const certs = bags(certBag)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => Boolean(cert));
  const own = certs.find((cert) => {
    const pub = cert.publicKey as forge.pki.rsa.PublicKey;
    return pub.n?.equals(key.n) && pub.e?.equals(key.e);
  });
  if (!own) throw new Error('SEAL_P12 holds no certificate for its private key');
  return {
    commonName: String(own.subject.getField('CN')?.value ?? 'Document seal'),
    privateKey: createPrivateKey(forge.pki.privateKeyToPem(key)),
    certificateDer: certDer(own),
    chainDer: certs.filter((cert) => cert !== own).map(certDer),
  };
}

/** A new self-signed seal certificate (RSA 3072, ten years, digital signature and non-repudiation) as PKCS#12. */
export function createSelfSignedSeal(commonName: string, password: string, now = new Date()): Buffer {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 3072 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  // A positive serial: the first byte's high bit clear.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = now;
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365.25 * 86_400_000);
  const subject = [
    { shortName: 'CN', value: commonName },
    { shortName: 'O', value: 'Vendor portal (self-signed seal)' },
    { shortName: 'C', value: 'CA' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: 'aes256', friendlyName: 'seal' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

export interface SealSource {
  /** SEAL_P12: a path to the .p12 file, or `base64:` and its content. */
  p12: string | undefined;
  password: string;
  dataDir: string;
  database: 'pglite' | 'postgres';
}

function readP12(value: string): Buffer {
  return value.startsWith('base64:') ? Buffer.from(value.slice(7), 'base64') : readFileSync(value);
}

/**
 * The configured seal, or the embedded default's own: made once under DATA_DIR/seal, readable by this user only.
 * On PostgreSQL several nodes seal for one lender, so a certificate per node is refused: SEAL_P12 must be given.
 */
export function ensureSealIdentity(source: SealSource): SealIdentity {
  if (source.p12) return loadSealIdentity(readP12(source.p12), source.password);
  if (source.database === 'postgres')
    throw new Error(
      'Invalid configuration: SEAL_P12: required when DATABASE_URL is set (the same seal on every node)',
    );
  const dir = path.join(source.dataDir, 'seal');
  const file = path.join(dir, 'seal.p12');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(file, createSelfSignedSeal('Vendor portal document seal', source.password), {
      mode: 0o600,
      flag: 'wx',
    });
  }
  // An older file, or one created under another umask, is narrowed again: it holds the private key.
  chmodSync(file, 0o600);
  return loadSealIdentity(readFileSync(file), source.password);
}
