/**
 * Checks a registry's SHA256SUMS file: its detached OpenPGP signature must verify against one of the keys
 * the registry listed for the package (OpenPGP.js does all the cryptography), and the archive's SHA-256
 * must be the one the file gives for the archive's name.
 */
import type * as openpgp from "openpgp";
import { InstallError } from "./errors";

export interface SigningKey {
  key_id?: string;
  ascii_armor: string;
}

/** Throws signature-unknown-key or signature-invalid; returns the key ID that signed. */
export async function verifyDetachedSignature(
  data: Uint8Array,
  signatureBytes: Uint8Array,
  keys: SigningKey[],
  context: string,
): Promise<string> {
  if (keys.length === 0)
    throw new InstallError(
      "signature-unknown-key",
      `${context}: the registry listed no signing keys, so SHA256SUMS cannot be verified; ` +
        `ask the registry's operator to publish the provider's key`,
    );
  // Loaded here, not with the installer: a program whose providers are already in the cache never needs it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const openpgp = require("openpgp") as typeof import("openpgp");
  let verificationKeys: openpgp.PublicKey[];
  let signature: openpgp.Signature;
  try {
    verificationKeys = await Promise.all(keys.map((k) => openpgp.readKey({ armoredKey: k.ascii_armor })));
  } catch (err) {
    throw new InstallError(
      "signature-invalid",
      `${context}: a signing key the registry listed cannot be read (${(err as Error).message}); ask the registry's operator to fix it`,
      { cause: err },
    );
  }
  try {
    signature = await openpgp.readSignature({ binarySignature: signatureBytes });
  } catch (err) {
    throw new InstallError(
      "signature-invalid",
      `${context}: SHA256SUMS.sig is not an OpenPGP signature (${(err as Error).message}); the registry or a proxy may have altered it`,
      { cause: err },
    );
  }
  const signedBy = signature.getSigningKeyIDs().map((id) => id.toHex());
  const known = verificationKeys.some((k) => k.getKeys().some((sub) => signedBy.includes(sub.getKeyID().toHex())));
  if (!known) {
    throw new InstallError(
      "signature-unknown-key",
      `${context}: SHA256SUMS is signed by key ${signedBy.join(", ") || "(none)"}, ` +
        `which is not among the provider's signing keys (${verificationKeys.map((k) => k.getKeyID().toHex()).join(", ")}); ` +
        `do not use this package, and tell the registry's operator`,
    );
  }
  const result = await openpgp.verify({
    message: await openpgp.createMessage({ binary: data }),
    signature,
    verificationKeys,
    expectSigned: false,
  });
  try {
    await result.signatures[0].verified;
  } catch (err) {
    throw new InstallError(
      "signature-invalid",
      `${context}: the signature of SHA256SUMS does not verify (${(err as Error).message}); the file was altered, do not use this package`,
      { cause: err },
    );
  }
  return signedBy[0];
}

/** Parses "<hex>  <filename>" lines. */
export function parseShaSums(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split("\n")) {
    const m = /^([0-9a-fA-F]{64})\s+\*?(\S.*?)\s*$/.exec(line);
    if (m) out.set(m[2], m[1].toLowerCase());
  }
  return out;
}
