import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'

/**
 * Local disk by default; STORAGE_DRIVER=s3 switches every file (avatars, documents,
 * previews) to S3-compatible object storage without code changes. Only the disk in use is
 * configured: the drive provider loads the driver of every configured disk at start, and the
 * AWS SDK alone is ~7 MB of heap a local-disk site never uses.
 */
export default env.get('STORAGE_DRIVER', 'local') === 's3'
  ? defineConfig({
      default: 's3',
      services: {
        s3: services.s3({
          credentials: {
            accessKeyId: env.get('S3_ACCESS_KEY', ''),
            secretAccessKey: env.get('S3_SECRET_KEY', ''),
          },
          region: env.get('S3_REGION', 'us-east-1'),
          bucket: env.get('S3_BUCKET', 'docsite'),
          endpoint: env.get('S3_ENDPOINT'),
          forcePathStyle: true,
          visibility: 'private',
        }),
      },
    })
  : defineConfig({
      default: 'local',
      services: {
        local: services.fs({
          location: app.makePath(env.get('STORAGE_ROOT', 'storage')),
          serveFiles: false,
          visibility: 'private',
        }),
      },
    })
