/**
 * The JSON error shape of the API family Docsite answers for: `code` follows the gRPC
 * status codes its clients know, `error` repeats the message for older clients.
 */
const GRPC_CODE_BY_STATUS: Record<number, number> = {
  400: 3,
  401: 16,
  403: 7,
  404: 5,
  405: 12,
  409: 6,
  413: 3,
  422: 3,
  429: 8,
  500: 13,
  503: 14,
}

export function errorBody(status: number, message: string, errors?: { field: string; message: string }[]) {
  const body: Record<string, unknown> = { code: GRPC_CODE_BY_STATUS[status] ?? 2, message, error: message }
  if (errors?.length) body.errors = errors
  return body
}
