import { useCallback, useEffect, useState } from 'react';

/**
 * A dialog that joins the page the first time it is opened and stays from then on (closed between
 * uses). A closed Mantine Modal still mounts its portal, which renders twice at mount: a list with a
 * Delete on every row paid for twenty of them in the commit that showed its rows, one long task on a
 * phone (issue 20). The first opening mounts the dialog closed and opens it in the next render, so it
 * opens as it does every later time: its transition runs, and focus goes back to the button on close.
 */
export function useDialogOnDemand() {
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  const [openOnceMounted, setOpenOnceMounted] = useState(false);
  useEffect(() => {
    if (!mounted || !openOnceMounted) return;
    setOpenOnceMounted(false);
    setOpened(true);
  }, [mounted, openOnceMounted]);
  const open = useCallback(() => {
    if (mounted) setOpened(true);
    else {
      setMounted(true);
      setOpenOnceMounted(true);
    }
  }, [mounted]);
  const close = useCallback(() => setOpened(false), []);
  return { mounted, opened, open, close };
}
