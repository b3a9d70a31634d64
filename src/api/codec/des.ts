import CryptoJS from "crypto-js/core";
import "crypto-js/tripledes";
import ECB from "crypto-js/mode-ecb";
import Pkcs7 from "crypto-js/pad-pkcs7";
import Base64 from "crypto-js/enc-base64";
import Utf8 from "crypto-js/enc-utf8";

const options = { mode: ECB, padding: Pkcs7 };

/** DES-ECB-PKCS7 of the UTF-8 text; key = UTF-8 bytes of keyText (first 8 bytes used); Base64 out. */
export function desEncryptBase64(plainText: string, keyText: string): string {
  const encrypted = CryptoJS.DES.encrypt(Utf8.parse(plainText), Utf8.parse(keyText), options);
  return Base64.stringify(encrypted.ciphertext);
}

/** Inverse of desEncryptBase64; throws when the result is not valid UTF-8. */
export function desDecryptBase64(cipherBase64: string, keyText: string): string {
  const params = CryptoJS.lib.CipherParams.create({ ciphertext: Base64.parse(cipherBase64) });
  const decrypted = CryptoJS.DES.decrypt(params, Utf8.parse(keyText), options);
  if (decrypted.sigBytes < 0) throw new Error("DES padding is invalid");
  return Utf8.stringify(decrypted);
}
