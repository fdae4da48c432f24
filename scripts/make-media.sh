#!/usr/bin/env bash
# Regenerates the site's own videos and posters in web/public/site-media with ffmpeg (Debian: apt-get
# install -y ffmpeg). The outputs are committed, so building or running the app never needs ffmpeg.
set -euo pipefail
out="$(dirname "$0")/../web/public/site-media"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
q() { ffmpeg -hide_banner -loglevel error -y "$@"; }

# Home background: pale drifting light, 5 s forward then reversed, so the loop has no seam.
q -f lavfi -i "gradients=s=960x540:r=24:c0=0xf4f9fb:c1=0xd3e9ef:c2=0xfbfdfe:c3=0xbfdfe7:c4=0xe6f2f5:n=5:speed=0.006:d=5:seed=7" \
  -filter_complex "[0]gblur=sigma=40,noise=alls=2:allf=t,format=yuv420p,split[a][b];[b]reverse[r];[a][r]concat=n=2:v=1[out]" \
  -map "[out]" -an -c:v libx264 -preset slow -crf 30 -movflags +faststart "$out/hero-loop.mp4"
q -i "$out/hero-loop.mp4" -an -c:v libvpx-vp9 -b:v 0 -crf 44 -row-mt 1 "$out/hero-loop.webm"
q -i "$out/hero-loop.mp4" -frames:v 1 -c:v libwebp -quality 60 "$out/hero-poster.webp"

# Course introduction: four title cards on the brand's blue (texts repeated in course-intro.vtt).
card() {
  local s=$1 e=$(($1 + 3))
  local a="if(lt(t,$s+0.5),(t-$s)/0.5,if(gt(t,$e-0.5),($e-t)/0.5,1))"
  printf "drawtext=fontfile=%s:text='%s':fontsize=56:fontcolor=white:x=(w-text_w)/2:y=h/2-70:enable='between(t,%s,%s)':alpha='%s'," "$bold" "$2" "$s" "$e" "$a"
  printf "drawtext=fontfile=%s:text='%s':fontsize=28:fontcolor=0xd8eef2:x=(w-text_w)/2:y=h/2+10:enable='between(t,%s,%s)':alpha='%s'," "$font" "$3" "$s" "$e" "$a"
}
filter=$(mktemp)
{
  printf "[0]gblur=sigma=30,"
  card 0 "Negotiation 101" "A free 13-chapter course for physicians"
  card 3 "Understand your offer" "Compensation, call, non-compete and termination terms"
  card 6 "Know your market value" "Compare your offer with fair market data"
  card 9 "Sign with confidence" "A better contract, a brighter future"
  printf "drawbox=x=(iw-120)/2:y=ih-60:w=120:h=4:color=0xf2a541@0.9:t=fill,format=yuv420p[out]"
} > "$filter"
q -f lavfi -i "gradients=s=960x540:r=24:c0=0x0a2540:c1=0x0b5d7a:c2=0x0d4766:n=3:speed=0.004:d=12:seed=3" \
  -filter_complex_script "$filter" -map "[out]" -an -c:v libx264 -preset slow -crf 28 -movflags +faststart "$out/course-intro.mp4"
rm -f "$filter"
q -i "$out/course-intro.mp4" -an -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 "$out/course-intro.webm"
q -ss 1.5 -i "$out/course-intro.mp4" -frames:v 1 -c:v libwebp -quality 70 "$out/course-intro-poster.webp"
ls -l "$out"
