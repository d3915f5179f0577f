import { MAIN_ID, SkipLink } from '@apparel/ui';
import { Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';

/** The frame of the pages outside the signed-in layout (/login, /verify, /error): a skip link and main. */
export function PublicLayout() {
  return (
    <>
      <SkipLink />
      <Box component="main" id={MAIN_ID}>
        <Outlet />
      </Box>
    </>
  );
}
