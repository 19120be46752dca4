// The password rules of Protect PDF, shared by its form (to answer as the visitor types) and its job (which
// must not trust the form). Kept free of pdf-lib so the page can import it without loading the library.

/** AES-256 (PDF 2.0, revision 6) keeps the first 127 bytes of a password's UTF-8: more would be ignored. */
export const PASSWORD_MAX_BYTES = 127;

export interface ProtectPasswords {
  /** Needed to open the file. */
  password: string;
  /** The same password typed a second time. */
  confirm: string;
  /** Needed to change the permissions; empty for none (see `protectPdf`). */
  ownerPassword: string;
}

const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

/** The first thing wrong with the passwords, in words for the visitor, or undefined when they will do. */
export function passwordProblem({ password, confirm, ownerPassword }: ProtectPasswords): string | undefined {
  if (password === "") return "Enter a password to open the file.";
  if (bytes(password) > PASSWORD_MAX_BYTES) {
    return `The password is too long: a PDF password can have at most ${PASSWORD_MAX_BYTES} bytes (${PASSWORD_MAX_BYTES} plain letters and digits, fewer with accents or other alphabets).`;
  }
  if (confirm !== password)
    return "The two passwords are not the same. Type the password again in both boxes.";
  if (bytes(ownerPassword) > PASSWORD_MAX_BYTES) {
    return `The permissions password is too long: a PDF password can have at most ${PASSWORD_MAX_BYTES} bytes.`;
  }
  if (ownerPassword === password) {
    return "Choose a permissions password different from the open password, or leave it empty: with the same one, anyone who can open the file could lift its restrictions.";
  }
  return undefined;
}
