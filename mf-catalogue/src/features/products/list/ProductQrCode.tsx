import { notifyError } from '@apparel/ui';
import { UnstyledButton } from '@mantine/core';
import { useMemo } from 'react';
import { downloadProductQr, productQrValue, QR_SCREEN_PX, qrSvgPath } from './qr';

/** The product's QR code at 64 px; clicking it downloads the 1080 px PNG. */
export function ProductQrCode({ product }: { product: { id: number; name: string } }) {
  const { path, size } = useMemo(() => qrSvgPath(productQrValue(product)), [product]);
  const download = () => downloadProductQr(product).catch((error: Error) => notifyError(error.message));
  return (
    <UnstyledButton
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
        data-qr-value={productQrValue(product)}
      >
        <rect width={size} height={size} fill="#ffffff" />
        <path d={path} fill="#000000" />
      </svg>
    </UnstyledButton>
  );
}
