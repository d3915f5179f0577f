import { notifyError, useNearView } from '@apparel/ui';
import { UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { downloadProductQr, qrSvgPath } from './qr';
import { makeQr } from './qr-maker';
import { productQrValue, QR_SCREEN_PX } from './qr-value';

interface DrawnCode {
  value: string;
  path: string;
  size: number;
}

/**
 * The product's QR code at 64 px; clicking it downloads the 1080 px PNG. A code is made (in a worker,
 * off the main thread) once its row comes within half a screen of the view: on a phone, drawing a page
 * of codes inside the list's render blocked the page for about a second, and drawn one task each at
 * load they still kept the phone busy with twenty codes below the first screen (issue 20). Until then
 * the white square holds its place.
 */
export function ProductQrCode({ product }: { product: { id: number; name: string } }) {
  const value = productQrValue(product);
  const [code, setCode] = useState<DrawnCode | null>(null);
  const { ref, near } = useNearView<HTMLButtonElement>();
  useEffect(() => {
    if (!near) return;
    let wanted = true;
    makeQr(value).then(
      (modules) => {
        if (wanted) setCode({ value, ...qrSvgPath(modules) });
      },
      () => {}, // the square stays blank; a click makes the code again and says what failed
    );
    return () => {
      wanted = false;
    };
  }, [value, near]);
  const drawn = code?.value === value ? code : null;
  const size = drawn?.size ?? 1;
  const download = () => downloadProductQr(product).catch((error: Error) => notifyError(error.message));
  return (
    <UnstyledButton
      ref={ref}
      onClick={download}
      aria-label={`Download QR code of ${product.name}`}
      title="Download QR code (PNG, 1080 px)"
      display="block"
      w={QR_SCREEN_PX}
      h={QR_SCREEN_PX}
    >
      <svg
        width={QR_SCREEN_PX}
        height={QR_SCREEN_PX}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        aria-hidden="true"
        focusable="false"
        data-qr-value={value}
      >
        <rect width={size} height={size} fill="#ffffff" />
        {drawn ? <path d={drawn.path} fill="#000000" /> : null}
      </svg>
    </UnstyledButton>
  );
}
