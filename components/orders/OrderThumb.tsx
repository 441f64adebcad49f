// A small product picture, or a neutral box when the item has none.
import Box from '@mui/material/Box';
import Image from 'next/image';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';

export default function OrderThumb({ src, size = 56 }: { src: string; size?: number }) {
  return (
    <Box
      sx={{
        position: 'relative',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        color: 'text.disabled',
      }}
    >
      {src ? (
        <Image src={src} alt="" fill sizes={`${size}px`} style={{ objectFit: 'cover' }} />
      ) : (
        <ImageOutlinedIcon aria-hidden fontSize="small" />
      )}
    </Box>
  );
}
