import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** One labelled value of a detail page (a caption over the value): `<Fact label="Email">…</Fact>`. */
export const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography component="div">{children}</Typography>
  </Box>
);
