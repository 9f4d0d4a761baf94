/**
 * "Navigation is blocked while content loads" (spec 01 §2 Shell). A page reports that its content is
 * loading with `useContentLoadingWhile(isLoading)`; while any page content is loading, a click on a
 * navigation item does not navigate and the message "Please wait while content loads..." shows for
 * 3 seconds instead.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Box, Group, Loader, Paper, Text, Transition } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const BLOCKED_MESSAGE_MS = 3000;

interface ContentLoadingValue {
  /** Some page content is loading. */
  isLoading: boolean;
  /** Marks content as loading until the returned function is called. */
  startLoading(): () => void;
  /**
   * For navigation clicks: true when navigation must wait (and then the message shows for 3 s).
   * Call it first in a link's onClick and `preventDefault()` when it answers true.
   */
  blockNavigation(): boolean;
}

const ContentLoadingContext = createContext<ContentLoadingValue | null>(null);

export function ContentLoadingProvider({ children }: { children: ReactNode }) {
  const [loadingCount, setLoadingCount] = useState(0);
  const [showMessage, setShowMessage] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isLoading = loadingCount > 0;

  useEffect(() => () => clearTimeout(timer.current), []);

  const startLoading = useCallback(() => {
    setLoadingCount((n) => n + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      setLoadingCount((n) => Math.max(0, n - 1));
    };
  }, []);

  const blockNavigation = useCallback(() => {
    if (!isLoading) return false;
    setShowMessage(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShowMessage(false), BLOCKED_MESSAGE_MS);
    return true;
  }, [isLoading]);

  const value = useMemo(
    () => ({ isLoading, startLoading, blockNavigation }),
    [isLoading, startLoading, blockNavigation],
  );

  return (
    <ContentLoadingContext.Provider value={value}>
      {children}
      <ContentLoadingMessage visible={showMessage} />
    </ContentLoadingContext.Provider>
  );
}

function ContentLoadingMessage({ visible }: { visible: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Box
      role="status"
      aria-live="polite"
      pos="fixed"
      top={16}
      left={0}
      right={0}
      px="md"
      style={{ zIndex: 400, display: 'flex', justifyContent: 'center', pointerEvents: 'none' }}
    >
      <Transition mounted={visible} transition="slide-down" duration={150}>
        {(style) => (
          <Paper style={style} shadow="md" radius="md" py="sm" px="md" withBorder>
            <Group gap="sm" wrap="nowrap">
              <Loader size="sm" aria-hidden="true" />
              <Text fw={500}>{t('contentLoading')}</Text>
            </Group>
          </Paper>
        )}
      </Transition>
    </Box>
  );
}

export function useContentLoading(): ContentLoadingValue {
  const value = useContext(ContentLoadingContext);
  if (!value) throw new Error('useContentLoading needs a ContentLoadingProvider');
  return value;
}

/** Reports this page's content as loading while `isLoading` is true. */
export function useContentLoadingWhile(isLoading: boolean): void {
  const { startLoading } = useContentLoading();
  useEffect(() => (isLoading ? startLoading() : undefined), [isLoading, startLoading]);
}
