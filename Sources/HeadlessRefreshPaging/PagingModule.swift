// The paging module; see issue 4.
