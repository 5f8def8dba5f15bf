// Dummy AWS settings for the local emulators. DynamoDB Local 3 accepts only letters and digits in the
// access key id; s3rver accepts the S3RVER/S3RVER pair out of the box.
export const LOCAL_REGION = 'eu-west-3';
export const LOCAL_ACCESS_KEY_ID = 'S3RVER';
export const LOCAL_SECRET_ACCESS_KEY = 'S3RVER';

export const localCredentials = {
  accessKeyId: LOCAL_ACCESS_KEY_ID,
  secretAccessKey: LOCAL_SECRET_ACCESS_KEY,
};
