/**
 * A dialog's OK handler that runs an async action and settles its rejection: a form whose validation fails
 * has marked its fields, and the request layer has shown a server's refusal, so nothing is left to say, and
 * nothing is left as an unhandled promise rejection (antd's Modal ignores the promise its onOk returns). The
 * dialog stays open for the user to correct.
 */
export function handled(action: () => Promise<unknown>): () => void {
  return () => {
    action().catch(() => undefined);
  };
}
