import { useEffect, useState } from 'react';

/**
 * The link as a QR code for the new device's camera (the code rides in the URL's fragment, which browsers never send
 * to a server). `qrcode` loads only here, when a link is shown.
 */
export function LinkQrCode({ url }: { url: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(url, { margin: 1, width: 200, errorCorrectionLevel: 'M' }))
      .then((data) => live && setImage(data))
      .catch(() => live && setImage(null));
    return () => {
      live = false;
    };
  }, [url]);
  return image ? (
    <img className="fjc-link__qr" src={image} width={200} height={200} alt="QR code of the link for the new device" />
  ) : null;
}
